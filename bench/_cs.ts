import { clientSizeFigures } from './client-size.ts';
for (const f of await clientSizeFigures()) console.log(f);
