/** Thrown when the wait line is full: the caller answers 503 with Retry-After instead of queueing without end. */
export class WorkQueueFull extends Error {
  constructor() {
    super('too much picture work waiting');
  }
}
