// The file names a ZIP archive holds, read from its central directory (enough to check an export).

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

export function zipEntries(zip: Buffer): string[] {
  // The end record is the last 22 bytes plus a comment of at most 64 KiB.
  let end = zip.length - 22;
  while (end >= Math.max(0, zip.length - 22 - 0xffff) && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error("not a ZIP archive");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error("broken ZIP directory");
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}
