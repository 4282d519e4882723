// Writes a large description of the real kind (bench/lib/real-kind-description.ts) to a file, for
// `npm run bench:stream-paint -- --description=FILE`. Indented as a Swagger module's download is.
//
//   npx tsx bench/real-kind-description.ts bench/.out/real-kind-description.json
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { largeRealKindDescription } from './lib/real-kind-description.ts';

const file = process.argv[2];
if (!file) throw new Error('Usage: npx tsx bench/real-kind-description.ts FILE');
const text = `${JSON.stringify(largeRealKindDescription(), null, 2)}\n`;
writeFileSync(file, text);
console.log(`${file}: ${Buffer.byteLength(text)} bytes, ${gzipSync(text).length} gzipped`);
