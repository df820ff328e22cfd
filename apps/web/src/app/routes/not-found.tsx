import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no screen at this address." />
      <Link to={paths.home} className="text-indigo-600 underline dark:text-indigo-400">
        Go to Home
      </Link>
    </>
  );
}
