import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 900, height: 520 }, deviceScaleFactor: 1 });
const variant = process.argv[2] ?? 'a';
const nameLine = variant === 'a' ? '张伟&nbsp;&nbsp;&nbsp;&nbsp;销售总监' : '<span style="font-size:48px;font-weight:bold">张伟</span>&nbsp;&nbsp;&nbsp;&nbsp;销售总监';
await page.setContent(`<div id="card" style="width:860px;height:480px;padding:40px;box-sizing:border-box;background:#fff;color:#000;font-family:'Noto Sans CJK SC','Noto Sans',sans-serif;font-size:34px;line-height:1.6">
<div style="font-size:40px;font-weight:bold">深圳星河精工机械有限公司</div><div style="margin-top:24px">${nameLine}</div><div>手机：13912345678</div><div>邮箱：zhangwei@xinghe-jx.cn</div><div>地址：广东省深圳市南山区科技园南路 88 号</div></div>`);
await page.locator('#card').screenshot({ path: `/tmp/ocr/card-${variant}.png` });
await browser.close();
