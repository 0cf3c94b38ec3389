import { ArticleForm } from '../components/article-form';
import { EditorPageHeader } from '../components/editor-page-header';

/** /admin/articles/new: an admin writes an article or a video. */
export function NewArticlePage() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <EditorPageHeader title="New article" />
      <ArticleForm />
    </div>
  );
}
