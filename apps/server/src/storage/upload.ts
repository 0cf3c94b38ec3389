import type { FastifyMultipartOptions } from '@fastify/multipart';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@one-world/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../lib/http-errors';

/** The multipart limits of the whole app: one image of at most 5 MB and a few small fields. */
export const MULTIPART_OPTIONS = {
  limits: {
    fileSize: IMAGE_LIMITS.maxBytes,
    files: 1,
    fields: 10,
    fieldSize: 1024,
    parts: 11,
  },
} satisfies FastifyMultipartOptions;

/** Reads the multipart `file` field of a request (5 MB limit → 413; no file → 400). */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const part = request.isMultipart() ? await parsing(request, request.file()) : undefined;
  if (part?.fieldname !== 'file') {
    // Drained, so the request ends and the 400 goes out.
    part?.file.resume();
    throw badRequest('images.fileRequired', 'file');
  }
  return parsing(request, part.toBuffer());
}

/**
 * The multipart parser's failures as the client's: 413 with the image text for a file too large,
 * and 400 for a malformed body (the parser's own errors carry no status and would become a 500).
 */
async function parsing<T>(request: FastifyRequest, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    }
    if (error instanceof Error && !('statusCode' in error)) {
      throw badRequest(IMAGE_MESSAGES.unreadable, 'file');
    }
    throw error;
  }
}
