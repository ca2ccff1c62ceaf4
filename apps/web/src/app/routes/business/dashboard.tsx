import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** The dashboard's old address: it is the business's home now. */
export default function Dashboard() {
  return <Navigate to={paths.businessHome.getHref()} replace />;
}
