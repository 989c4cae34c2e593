import { detectPhotoType } from './profile-photo';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('detectPhotoType', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', () => {
    expect(detectPhotoType(PNG)).toEqual({ extension: 'png', mime: 'image/png' });
    expect(detectPhotoType(JPEG)).toEqual({ extension: 'jpg', mime: 'image/jpeg' });
    expect(detectPhotoType(WEBP)).toEqual({ extension: 'webp', mime: 'image/webp' });
  });

  it.each([
    ['GIF', Buffer.from('GIF89a......')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP (WAV)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['a truncated PNG signature', PNG.subarray(0, 5)],
    ['nothing', Buffer.alloc(0)],
  ])('rejects %s', (_name, bytes) => {
    expect(detectPhotoType(bytes)).toBeUndefined();
  });
});
