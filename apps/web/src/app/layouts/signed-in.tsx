import { RouteGuard } from '@/app/route-guard';

/** Pages for any signed-in account (docs/product.md §2 "Route guard"). */
export default function Guard() {
  return <RouteGuard />;
}
