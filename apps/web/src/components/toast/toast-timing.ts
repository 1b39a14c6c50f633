/**
 * Milliseconds between two steps of the countdown (100 steps from 100 to 0): longer
 * messages stay longer, words x 10 ms from 3 words on, else 100 ms.
 */
export function toastStepMs(msg: string): number {
  const words = msg.trim().split(/\s+/).filter(Boolean).length;
  return words >= 3 ? words * 10 : 100;
}
