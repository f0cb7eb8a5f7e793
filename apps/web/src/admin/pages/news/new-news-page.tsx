import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import { NewsEditor } from './news-editor';

/** A new story; it is a draft until published. */
export function NewNewsPage() {
  return (
    <AdminPage
      title="New story"
      lead="Saved as a draft: players see it once it is published."
      actions={
        <Link to={adminPaths.news} className="btn">
          All news
        </Link>
      }
    >
      <NewsEditor news={null} />
    </AdminPage>
  );
}
