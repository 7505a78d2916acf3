import { stopWordPress } from './harness';

export default function globalTeardown(): void {
  stopWordPress();
}
