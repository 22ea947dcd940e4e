/** A real 1×1 JPEG (JFIF), small enough to inline. */
export function tinyJpeg(): Uint8Array {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

/** A real 1×1 PNG. */
export function tinyPng(): Uint8Array {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
}

/** An SVG with a script: what an attacker would upload to get script on the console's origin. */
export function scriptedSvg(): Uint8Array {
  return Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
}

/** An HTML page (to be sent under an image name and type, which must not fool the server). */
export function htmlPage(): Uint8Array {
  return Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
}

/** A multipart body with one `file` field, as the console's media widget sends it. */
export function fileForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type }), name);
  return form;
}
