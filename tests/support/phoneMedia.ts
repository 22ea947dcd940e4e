import sharp from 'sharp';

/** What a phone writes into a photo that must never reach a visitor. */
export const PHONE_SECRETS = { serial: 'SN-99887766', owner: 'Ada Lovelace-Owner', model: 'Pocketcam 12 Pro' };

const EXIF = {
  IFD0: { Make: 'Phonemaker', Model: PHONE_SECRETS.model, Artist: PHONE_SECRETS.owner, Copyright: PHONE_SECRETS.owner },
  IFD2: { BodySerialNumber: PHONE_SECRETS.serial, CameraOwnerName: PHONE_SECRETS.owner },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 54/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '10/1 44/1 5000/100' },
};
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHONE_SECRETS.owner}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A photo as a phone saves it: `width` × `height` pixels (the left quarter red, the rest blue, so a
 * turn shows), EXIF with GPS, serial and owner, XMP, and the EXIF `orientation` given.
 */
export async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Uint8Array> {
  const red = await sharp({ create: { width: Math.round(width / 4), height, channels: 3, background: '#e00' } }).png().toBuffer();
  const img = sharp({ create: { width, height, channels: 3, background: '#00e' } }).composite([{ input: red, left: 0, top: 0 }])
    .withExif(EXIF).withXmp(XMP);
  return new Uint8Array(await (orientation === 1 ? img : img.withMetadata({ orientation })).jpeg({ quality: 85 }).toBuffer());
}

/** A PNG with EXIF (GPS, owner): what a screenshot tool or an editor may save. */
export async function exifPng(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } }).withExif(EXIF).png().toBuffer());
}

/**
 * A JPEG whose frame header claims `width` × `height` pixels (the bytes of a small one with the SOF
 * changed): a "picture bomb" the server must refuse from its header alone.
 */
export async function jpegClaiming(width: number, height: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).jpeg().toBuffer());
  const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] >= 0xc0 && bytes[i + 1] <= 0xc2);
  const view = new DataView(bytes.buffer);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

/** An MP3 of `frames` silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz: 26.1 ms each), written by hand. */
export function silentMp3(frames: number): Uint8Array {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9000, 0);
  return new Uint8Array(Buffer.concat(Array.from({ length: frames }, () => frame)));
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const u32 = (...n: number[]) => {
  const b = Buffer.alloc(4 * n.length);
  n.forEach((v, i) => b.writeUInt32BE(v >>> 0, 4 * i));
  return b;
};

/**
 * The headers of a silent video (no audio track) `seconds` long and `width` × `height` in size,
 * written by hand: `ftyp`, then `moov` with `mvhd` and one track's `tkhd`. `quarterTurn`: the track's
 * matrix turns it, as a phone's portrait video is stored.
 */
export function videoMp4(seconds: number, width: number, height: number, quarterTurn = false): Uint8Array {
  const matrix = quarterTurn ? u32(0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000) : u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);
  const mvhd = box('mvhd', u32(0, 0, 0, 1000, seconds * 1000, 0x10000), Buffer.from([1, 0, 0, 0]), u32(0, 0), matrix, u32(0, 0, 0, 0, 0, 0, 2));
  const tkhd = box('tkhd', u32(3, 0, 0, 1, 0, seconds * 1000, 0, 0, 0, 0), matrix, u32(width * 65536, height * 65536));
  return new Uint8Array(Buffer.concat([box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2mp41')), box('moov', mvhd, box('trak', tkhd))]));
}
