import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts the four picture types up to 5 MB', () => {
    for (const type of IMAGE_LIMITS.types) {
      expect(imageFileProblem({ type, size: 1024 })).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_LIMITS.maxBytes })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      IMAGE_MESSAGES.unsupportedType,
    );
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      IMAGE_MESSAGES.unsupportedType,
    );
    expect(imageFileProblem({ type: '', size: 10 })).toBe(IMAGE_MESSAGES.unsupportedType);
  });

  it('refuses a picture over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_LIMITS.maxBytes + 1 })).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
  });
});
