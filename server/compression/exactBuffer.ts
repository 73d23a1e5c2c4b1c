// zlib hands back a result that fits in one output chunk as a view into its 16 kB chunk buffer,
// and Buffer.concat and Buffer.from put small buffers into a shared 8 kB pool: a kept buffer of
// a few hundred bytes can so hold 16 kB alive. What a cache keeps is therefore copied into
// memory of its own exact size, so the bytes a cache counts are the bytes it holds.
/** The same bytes in a buffer that owns exactly its memory (the buffer itself when it does). */
export function exactBuffer(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}
