import QRCode from 'qrcode';

/** The QR code of a URL as an SVG data URL, ready for an <img> of any size. */
export async function qrImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
