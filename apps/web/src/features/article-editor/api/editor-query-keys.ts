/**
 * The editor's queries. Every article query in the app (the inspiration list and pages, the home
 * carousel, these) starts with 'articles', so a write invalidates {@link ALL_ARTICLES} and every
 * screen that shows articles reads them again.
 */
export const ALL_ARTICLES = ['articles'] as const;

export const editorQueryKeys = {
  desk: ['articles', 'desk'] as const,
  article: (id: string) => ['articles', 'editor', id] as const,
};
