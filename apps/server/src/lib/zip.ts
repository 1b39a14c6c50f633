import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import type * as Yazl from 'yazl';

const load = createRequire(import.meta.url);

/** buffer-crc32's running sum, as yazl calls it: the data, and the sum so far (a number, or its 4 bytes big-endian). */
type Unsigned = (data: string | Buffer, previous?: number | Buffer) => number;

/** The same running CRC-32 as buffer-crc32's `unsigned`, by zlib. */
export const zlibUnsigned: Unsigned = (data, previous) =>
  crc32(data, previous === undefined ? 0 : typeof previous === 'number' ? previous >>> 0 : previous.readUInt32BE(0));

let yazl: typeof Yazl | undefined;

/**
 * yazl, the zip writer of every xlsx file and of the dossier, read on its first use (decision 0045),
 * with its CRC-32 computed by Node's zlib (decision 0063). yazl sums every byte it writes with
 * buffer-crc32, a table lookup per byte in JavaScript: 160 ms for the 70 MB sheet of 100,000
 * beneficiaries, a fifth of the xlsx writer's thread. zlib.crc32 gives the same sums in about a
 * tenth of the time. yazl calls the function through the package's object, so the package's own
 * copy (yazl's, not another's) is given zlib's before yazl is first read.
 */
export function loadYazl(): typeof Yazl {
  if (yazl) return yazl;
  const at = load.resolve('yazl');
  (createRequire(at)('buffer-crc32') as { unsigned: Unsigned }).unsigned = zlibUnsigned;
  return (yazl = load(at) as typeof Yazl);
}

/** A new zip (an xlsx file is one). */
export const newZipFile = () => new (loadYazl().ZipFile)();
