// /productivity-insight/old (spec part 2 §2.6): the legacy address opens User Behavior Analysis, keeping its filters.
import { Navigate, useLocation } from 'react-router-dom';
import { linkTo } from '../../lib/links';

export default function ProductivityInsightOld() {
  const { search } = useLocation();
  return <Navigate to={`${linkTo('productivity-insight')}${search}`} replace />;
}
