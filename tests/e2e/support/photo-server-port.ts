/** The loopback port vehicle-photos.spec.ts serves a feed's photos on, and the server allows fetching from. */
export function photoServerPort(e2ePort: number): number {
  return e2ePort + 1000;
}
