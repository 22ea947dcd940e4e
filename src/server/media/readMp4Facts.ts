/** What an MP4/M4A's headers say: the movie's length in seconds and the first video track's size as shown. */
export interface Mp4Facts {
  duration?: number;
  width?: number;
  height?: number;
}

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(view: DataView, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let start = at + 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(view.getBigUint64(at + 8));
      start = at + 16;
    } else if (size === 0) size = to - at;
    if (size < start - at || at + size > to) return;
    yield { type, start, end: at + size };
    at += size;
  }
}

/**
 * Reads `moov/mvhd` (duration ÷ timescale) and each `trak/tkhd` (the size, turned by its matrix as a
 * phone's portrait video is) without a parser: music-metadata finds a length only in audio tracks, so
 * a silent video would have none. Walks box headers only, wherever the `moov` box sits in the file.
 */
export function readMp4Facts(bytes: Uint8Array): Mp4Facts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const facts: Mp4Facts = {};
  const moov = [...boxes(view, 0, bytes.length)].find((b) => b.type === 'moov');
  if (!moov) return facts;
  for (const box of boxes(view, moov.start, moov.end)) {
    if (box.type === 'mvhd' && box.end - box.start >= 32) {
      const v1 = view.getUint8(box.start) === 1;
      const timescale = view.getUint32(box.start + (v1 ? 20 : 12));
      const duration = v1 ? Number(view.getBigUint64(box.start + 24)) : view.getUint32(box.start + 16);
      if (timescale > 0 && duration > 0 && duration !== 0xffffffff) facts.duration = duration / timescale;
    }
    if (box.type === 'trak' && facts.width === undefined) {
      const tkhd = [...boxes(view, box.start, box.end)].find((b) => b.type === 'tkhd' && b.end - b.start >= 84);
      if (!tkhd) continue;
      const width = view.getUint32(tkhd.end - 8) / 65536;
      const height = view.getUint32(tkhd.end - 4) / 65536;
      // The matrix's first two terms: a quarter turn has a = 0 and b = ±1.
      const quarterTurn = view.getInt32(tkhd.end - 44) === 0 && view.getInt32(tkhd.end - 40) !== 0;
      if (width >= 1 && height >= 1) Object.assign(facts, quarterTurn ? { width: Math.round(height), height: Math.round(width) } : { width: Math.round(width), height: Math.round(height) });
    }
  }
  return facts;
}
