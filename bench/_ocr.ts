import { createWorker, OEM, PSM } from 'tesseract.js';
const worker = await createWorker(['chi_sim', 'eng'], OEM.LSTM_ONLY, { langPath: '/tmp/ocr/lang', cachePath: '/tmp/ocr/cache', gzip: true } as never);
for (const file of process.argv.slice(2)) {
  for (const psm of [PSM.AUTO, PSM.SINGLE_BLOCK, PSM.SPARSE_TEXT]) {
    await worker.setParameters({ tessedit_pageseg_mode: psm, preserve_interword_spaces: '1' });
    const t = Date.now();
    const { data } = await worker.recognize(file);
    console.log(file, psm, Date.now() - t, 'ms', JSON.stringify(data.text));
  }
}
await worker.terminate();
