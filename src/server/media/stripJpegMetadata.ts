const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;

const startsWith = (b: Uint8Array, text: string) => b.length >= text.length && [...text].every((ch, i) => b[i] === ch.charCodeAt(0));
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * Whether a segment stays: everything that decodes the pixels (tables, frame, scans) and the three
 * application segments that change how they look — JFIF (APP0), an ICC profile (APP2) and Adobe's
 * colour transform (APP14). The other APPn (EXIF and XMP in APP1, a phone's MPF index in APP2, IPTC in
 * APP13, makers' own) and comments are where GPS, serials and names live.
 */
function keeps(marker: number, body: Uint8Array): boolean {
  if (marker === 0xe0) return true;
  if (marker === 0xe2) return startsWith(body, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(body, 'Adobe');
  return !(marker >= 0xe1 && marker <= 0xef) && marker !== COM;
}

/**
 * A JPEG without its metadata segments, the compressed pixels copied as they are (no re-encoding, so
 * no loss). What follows the end-of-image marker goes too: phones append depth maps and second
 * pictures there, each with its own EXIF. Answers the very same bytes when there was nothing to take
 * out, and undefined when the segments do not add up (the caller re-encodes such a file instead).
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let changed = false;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    let at = i;
    while (at < bytes.length && bytes[at] === 0xff) at++; // fill bytes before a marker
    if (at >= bytes.length) break;
    const marker = bytes[at];
    if (marker === EOI) {
      kept.push(bytes.subarray(i, at + 1));
      changed ||= at + 1 < bytes.length;
      break;
    }
    if (isRestart(marker) || marker === 0x01) {
      kept.push(bytes.subarray(i, at + 1));
      i = at + 1;
      continue;
    }
    if (at + 2 >= bytes.length) return undefined;
    const end = at + 1 + ((bytes[at + 1] << 8) | bytes[at + 2]);
    if (end < at + 3 || end > bytes.length) return undefined;
    if (keeps(marker, bytes.subarray(at + 3, end))) kept.push(bytes.subarray(i, end));
    else changed = true;
    i = end;
    if (marker === SOS) {
      // The scan's data runs to the next marker that is not a stuffed 0xFF00 or a restart; a file cut short ends inside it.
      let k = i;
      while (k + 1 < bytes.length && !(bytes[k] === 0xff && bytes[k + 1] !== 0 && bytes[k + 1] !== 0xff && !isRestart(bytes[k + 1]))) k++;
      if (k + 1 >= bytes.length) k = bytes.length;
      kept.push(bytes.subarray(i, k));
      i = k;
    }
  }
  return changed ? new Uint8Array(Buffer.concat(kept)) : bytes;
}
