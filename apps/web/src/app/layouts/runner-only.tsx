import { RouteGuard } from '@/app/route-guard';

/** A runner's pages (docs/product.md §2 "Route guard"). */
export default function Guard() {
  return <RouteGuard requiredRole="runner" />;
}
