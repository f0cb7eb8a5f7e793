/** The card pictures, drawn in a unit box from -1 to 1 so one path serves every card size. */
export interface Picture {
  name: string;
  colour: string;
  draw: (ctx: CanvasRenderingContext2D, colour: string) => void;
}

const TAU = Math.PI * 2;

function polygon(ctx: CanvasRenderingContext2D, points: number[]): void {
  ctx.beginPath();
  for (let i = 0; i + 1 < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
  ctx.closePath();
}

function disc(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.moveTo(x + r, y);
  ctx.arc(x, y, r, 0, TAU);
}

/** Fills the current path with rounded corners, so sharp shapes look friendly. */
function fillSoft(ctx: CanvasRenderingContext2D, colour: string): void {
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 0.14;
  ctx.lineJoin = 'round';
  ctx.fill();
  ctx.stroke();
}

const shine = 'rgba(255, 255, 255, 0.55)';

export const SYMBOLS: readonly Picture[] = [
  {
    name: 'heart',
    colour: '#ff3b5c',
    draw(ctx, c) {
      ctx.beginPath();
      ctx.moveTo(0, 0.85);
      ctx.bezierCurveTo(-1.15, 0.05, -0.75, -1.0, 0, -0.42);
      ctx.bezierCurveTo(0.75, -1.0, 1.15, 0.05, 0, 0.85);
      ctx.closePath();
      fillSoft(ctx, c);
      ctx.beginPath();
      ctx.ellipse(-0.45, -0.32, 0.16, 0.09, -0.7, 0, TAU);
      ctx.fillStyle = shine;
      ctx.fill();
    },
  },
  {
    name: 'sun',
    colour: '#ff8a1f',
    draw(ctx, c) {
      ctx.beginPath();
      for (let i = 0; i < 8; i += 1) {
        const a = (i / 8) * TAU;
        ctx.moveTo(Math.cos(a) * 0.68, Math.sin(a) * 0.68);
        ctx.lineTo(Math.cos(a) * 0.92, Math.sin(a) * 0.92);
      }
      ctx.strokeStyle = c;
      ctx.lineWidth = 0.2;
      ctx.lineCap = 'round';
      ctx.stroke();
      ctx.beginPath();
      disc(ctx, 0, 0, 0.48);
      ctx.fillStyle = c;
      ctx.fill();
    },
  },
  {
    name: 'star',
    colour: '#ffbf1a',
    draw(ctx, c) {
      const points: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const a = (i / 10) * TAU - Math.PI / 2;
        const r = i % 2 ? 0.42 : 0.95;
        points.push(Math.cos(a) * r, Math.sin(a) * r + 0.06);
      }
      polygon(ctx, points);
      fillSoft(ctx, c);
    },
  },
  {
    name: 'leaf',
    colour: '#6fcf2f',
    draw(ctx, c) {
      ctx.beginPath();
      ctx.moveTo(-0.72, 0.72);
      ctx.quadraticCurveTo(-0.9, -0.75, 0.8, -0.8);
      ctx.quadraticCurveTo(0.75, 0.9, -0.72, 0.72);
      ctx.closePath();
      fillSoft(ctx, c);
      ctx.lineCap = 'round';
      ctx.lineWidth = 0.12;
      ctx.beginPath();
      ctx.moveTo(-0.6, 0.6);
      ctx.lineTo(-0.9, 0.9);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(-0.55, 0.55);
      ctx.quadraticCurveTo(0, 0.1, 0.55, -0.55);
      ctx.strokeStyle = shine;
      ctx.lineWidth = 0.08;
      ctx.stroke();
    },
  },
  {
    name: 'clover',
    colour: '#17b26a',
    draw(ctx, c) {
      ctx.beginPath();
      for (const a of [-Math.PI / 2, Math.PI / 6 - 0.05, (5 * Math.PI) / 6 + 0.05])
        disc(ctx, Math.cos(a) * 0.4, Math.sin(a) * 0.4 - 0.12, 0.38);
      ctx.fillStyle = c;
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.quadraticCurveTo(0.05, 0.6, 0.35, 0.92);
      ctx.strokeStyle = c;
      ctx.lineWidth = 0.16;
      ctx.lineCap = 'round';
      ctx.stroke();
    },
  },
  {
    name: 'bolt',
    colour: '#12c2b4',
    draw(ctx, c) {
      polygon(ctx, [0.2, -0.95, -0.6, 0.12, -0.06, 0.12, -0.22, 0.95, 0.6, -0.18, 0.06, -0.18]);
      fillSoft(ctx, c);
    },
  },
  {
    name: 'diamond',
    colour: '#1fa9f0',
    draw(ctx, c) {
      polygon(ctx, [-0.9, -0.25, -0.48, -0.72, 0.48, -0.72, 0.9, -0.25, 0, 0.88]);
      fillSoft(ctx, c);
      polygon(ctx, [-0.9, -0.25, -0.48, -0.72, -0.2, -0.25, 0, 0.88]);
      ctx.fillStyle = shine;
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(-0.9, -0.25);
      ctx.lineTo(0.9, -0.25);
      ctx.strokeStyle = shine;
      ctx.lineWidth = 0.07;
      ctx.stroke();
    },
  },
  {
    name: 'drop',
    colour: '#3a6dff',
    draw(ctx, c) {
      ctx.beginPath();
      ctx.moveTo(0, -0.98);
      ctx.quadraticCurveTo(0.68, -0.2, 0.66, 0.3);
      ctx.arc(0, 0.3, 0.66, 0, Math.PI);
      ctx.quadraticCurveTo(-0.68, -0.2, 0, -0.98);
      ctx.closePath();
      fillSoft(ctx, c);
      ctx.beginPath();
      ctx.ellipse(-0.28, 0.32, 0.1, 0.2, 0.3, 0, TAU);
      ctx.fillStyle = shine;
      ctx.fill();
    },
  },
  {
    name: 'moon',
    colour: '#7b61ff',
    draw(ctx, c) {
      ctx.save();
      const cut = new Path2D();
      cut.rect(-2, -2, 4, 4);
      cut.arc(0.42, -0.3, 0.7, 0, TAU);
      ctx.clip(cut, 'evenodd');
      ctx.beginPath();
      disc(ctx, 0, 0, 0.86);
      ctx.fillStyle = c;
      ctx.fill();
      ctx.restore();
    },
  },
  {
    name: 'crown',
    colour: '#b04dff',
    draw(ctx, c) {
      polygon(
        ctx,
        [-0.82, 0.5, -0.88, -0.38, -0.42, 0.02, 0, -0.62, 0.42, 0.02, 0.88, -0.38, 0.82, 0.5],
      );
      fillSoft(ctx, c);
      ctx.beginPath();
      ctx.roundRect(-0.86, 0.6, 1.72, 0.26, 0.08);
      for (const [x, y] of [
        [-0.88, -0.46],
        [0, -0.72],
        [0.88, -0.46],
      ] as const)
        disc(ctx, x, y, 0.13);
      ctx.fillStyle = c;
      ctx.fill();
      ctx.beginPath();
      disc(ctx, 0, 0.2, 0.14);
      ctx.fillStyle = shine;
      ctx.fill();
    },
  },
  {
    name: 'flower',
    colour: '#e63fc0',
    draw(ctx, c) {
      ctx.beginPath();
      for (let i = 0; i < 5; i += 1) {
        const a = (i / 5) * TAU - Math.PI / 2;
        disc(ctx, Math.cos(a) * 0.52, Math.sin(a) * 0.52, 0.4);
      }
      ctx.fillStyle = c;
      ctx.fill();
      ctx.beginPath();
      disc(ctx, 0, 0, 0.3);
      ctx.fillStyle = '#ffd166';
      ctx.fill();
    },
  },
  {
    name: 'note',
    colour: '#ff6f9f',
    draw(ctx, c) {
      polygon(
        ctx,
        [
          -0.42, 0.55, -0.42, -0.62, 0.72, -0.9, 0.72, 0.3, 0.58, 0.3, 0.58, -0.5, -0.28, -0.3,
          -0.28, 0.55,
        ],
      );
      fillSoft(ctx, c);
      ctx.beginPath();
      ctx.ellipse(-0.62, 0.6, 0.3, 0.23, -0.35, 0, TAU);
      ctx.ellipse(0.4, 0.35, 0.3, 0.23, -0.35, 0, TAU);
      ctx.fill();
    },
  },
];
