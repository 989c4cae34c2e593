import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import fastq from 'fastq';
import sharp from 'sharp';
import { AppError } from '../common';

/**
 * Image work (decoding, resizing and encoding with sharp) never starves the rest of the server:
 * one job at a time per API process, each with one libvips thread, so a burst of large uploads
 * keeps at most one CPU core busy and the others answer pages and API calls. Uploads wait their
 * turn in a short queue; when it is full the next one is refused at once (503 with Retry-After)
 * rather than piling up memory and latency.
 */
export const IMAGE_WORK_CONCURRENCY = 1;
/** Jobs that may wait behind the running ones; the next is refused. */
export const IMAGE_WORK_MAX_WAITING = 4;
/** What a refused upload is told: try again in this many seconds. */
export const IMAGE_WORK_RETRY_AFTER_SECONDS = 5;
/** libvips threads per image (sharp.concurrency): one, see above. */
export const SHARP_THREADS_PER_IMAGE = 1;

/** 503: the image queue is full. The exception filter sends `Retry-After`. */
export class ImageWorkBusyError extends AppError {
  readonly retryAfterSeconds = IMAGE_WORK_RETRY_AFTER_SECONDS;

  constructor() {
    super(
      ErrorCode.SERVER_BUSY,
      'The server is busy with other photos. Please try again in a few seconds.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

type Job = () => Promise<unknown>;

/** A bounded queue of image jobs (fastq does the queueing; this adds the bound). */
export class ImageWorkQueue {
  private readonly queue: fastq.queueAsPromised<Job, unknown>;

  constructor(
    concurrency = IMAGE_WORK_CONCURRENCY,
    private readonly maxWaiting = IMAGE_WORK_MAX_WAITING,
  ) {
    this.queue = fastq.promise((job: Job) => job(), concurrency);
  }

  /** Runs `job` when its turn comes; ImageWorkBusyError at once when maxWaiting jobs already wait. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const full = this.queue.running() >= this.queue.concurrency && this.queue.length() >= this.maxWaiting;
    if (full) return Promise.reject(new ImageWorkBusyError());
    return this.queue.push(job) as Promise<T>;
  }

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.queue.running(), waiting: this.queue.length() };
  }
}

sharp.concurrency(SHARP_THREADS_PER_IMAGE);

/** The process's one image queue: every sharp call of the API goes through it. */
export const imageWork = new ImageWorkQueue();
