import type { Seat } from '../../engine/game';

/**
 * Where a seat sits on screen, seen from the viewer at the bottom. Seats are numbered clockwise
 * (seen from above), so the next seat clockwise sits on the viewer's left. Returns fractions of
 * the table area: x from the left, y from the top.
 */
export function seatPosition(seat: Seat, bottom: Seat, players: number, radius = 0.42): { x: number; y: number; angle: number } {
  const k = (seat - bottom + players) % players;
  const angle = (k * 2 * Math.PI) / players;
  return { x: 0.5 - Math.sin(angle) * radius, y: 0.5 + Math.cos(angle) * radius, angle };
}
