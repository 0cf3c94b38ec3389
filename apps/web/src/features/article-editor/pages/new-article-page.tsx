import { useT } from '../../../lib/i18n';
import { ArticleForm } from '../components/article-form';
import { EditorPageHeader } from '../components/editor-page-header';

/** /admin/articles/new: an admin writes an article or a video. */
export function NewArticlePage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <EditorPageHeader title={t('editor.newArticle')} />
      <ArticleForm />
    </div>
  );
}
