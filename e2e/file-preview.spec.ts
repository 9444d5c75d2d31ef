import { expect, test } from '@playwright/test';
import { CONTENT_API, RECORD_API, type ContentShare, type RecordRow } from '@crm/domain';
import { apiAs } from './support/api.ts';

/**
 * Issue 20 at 375x812: a document's PDF, shared by a link, opens on a logged-out phone in
 * /pdfPreview (pdf.js, from this server), page by page: the reader goes on to page 2. The PDF is
 * printed by Chromium itself, two pages of A4.
 */
test('a shared PDF opens in /pdfPreview without a login and shows its second page', async ({ browser }) => {
  test.setTimeout(90_000);
  const printer = await browser.newPage();
  await printer.setContent(
    '<h1 style="font-size:48px">第一页 Page one</h1><div style="break-after:page"></div><h1 style="font-size:48px">第二页 Page two</h1>',
  );
  const pdf = await printer.pdf({ format: 'A4' });
  await printer.close();

  const admin = await apiAs('admin');
  const name = `产品手册-${Date.now()}.pdf`;
  const path = await admin.upload(name, pdf, 'application/pdf');
  const document = await admin.post<RecordRow>(RECORD_API.add('cms', 'cmsDocument'), {
    title: '华信云 CRM 产品手册',
    category: '1',
    file: [{ path, name, size: pdf.length }],
  });
  const share = await admin.post<ContentShare>(CONTENT_API.share, { apiName: 'cmsDocument', id: document.id });
  await admin.dispose();

  const reader = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' })).newPage();
  await reader.goto(`/mobile${share.path}`);
  const file = reader.getByTestId('content-file').filter({ hasText: name });
  await expect(file).toBeVisible();
  await file.getByTestId('content-file-preview').click();

  await expect(reader).toHaveURL(/\/mobile\/pdfPreview\?src=/);
  await expect(reader.getByTestId('preview-title')).toHaveText(name);
  await expect(reader.getByTestId('pdf-page')).toHaveAttribute('data-page', '1', { timeout: 20_000 });
  await expect(reader.getByTestId('pdf-page-number')).toHaveText('第 1 / 2 页');
  await reader.getByTestId('pdf-next').click();
  await expect(reader.getByTestId('pdf-page')).toHaveAttribute('data-page', '2');
  await expect(reader.getByTestId('pdf-page-number')).toHaveText('第 2 / 2 页');
  // The page is drawn: the canvas is as wide as the screen, and not blank.
  const drawn = await reader.getByTestId('pdf-page').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark++;
    return { width: canvas.getBoundingClientRect().width, dark };
  });
  expect(drawn.width).toBeGreaterThan(300);
  expect(drawn.dark).toBeGreaterThan(100);
  await reader.screenshot({ path: 'test-results/e2e/pdf-preview.png' });

  await reader.getByTestId('pdf-zoom-in').click();
  await expect(reader.getByTestId('pdf-fit')).toBeEnabled();
  await reader.getByTestId('preview-back').click();
  await expect(reader).toHaveURL(/\/mobile\/documentView\?key=/);
});
