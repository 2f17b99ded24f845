import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';

/**
 * A placeholder while a part of the page loads, announced as "Loading…" to assistive technology. A skeleton is a
 * plain span, where a name alone is not allowed, so it carries the progress bar role that a name belongs to.
 */
export function LoadingSkeleton(props: Omit<SkeletonProps, 'role' | 'aria-label'>) {
  const translate = useTranslate();
  return <Skeleton variant="rounded" role="progressbar" aria-label={translate('app.loading')} aria-busy="true" {...props} />;
}
