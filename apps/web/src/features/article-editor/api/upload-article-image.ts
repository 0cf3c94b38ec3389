import { UploadedImageResponse } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ARTICLE_WRITE_TIMEOUT_MS } from './create-article';

/** POST /api/article/images — uploads a picture for an article's text (multipart `file`). */
export function uploadArticleImage(file: File): Promise<UploadedImageResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/article/images', form, {
    schema: import.meta.env.DEV && UploadedImageResponse,
    timeoutMs: ARTICLE_WRITE_TIMEOUT_MS,
  });
}

export function useUploadArticleImage() {
  return useMutation({ mutationFn: uploadArticleImage });
}
