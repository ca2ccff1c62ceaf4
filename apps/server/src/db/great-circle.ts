// The great-circle distance in SQL: the same haversine and Earth radius as greatCircleKm in the shared package,
// so a distance sorted by PostgreSQL is the distance the web app shows (great-circle.test.ts checks both agree).
import { EARTH_RADIUS_KM } from '@runtogether/shared/geo/geo.rules';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A coordinate: a column (or any SQL expression) or a number sent as a float8 parameter. */
type Coordinate = SQLWrapper | number;
export interface SqlPoint {
  latitude: Coordinate;
  longitude: Coordinate;
}

const degrees = (value: Coordinate) => (typeof value === 'number' ? sql`${value}::float8` : sql`${value}`);

/** Great-circle distance in km (haversine); NULL when a coordinate is NULL. */
export function greatCircleKmSql(a: SqlPoint, b: SqlPoint): SQL<number | null> {
  const [latA, lngA, latB, lngB] = [a.latitude, a.longitude, b.latitude, b.longitude].map(degrees);
  return sql<number | null>`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${latB} - ${latA}) / 2), 2)
    + cos(radians(${latA})) * cos(radians(${latB})) * power(sin(radians(${lngB} - ${lngA}) / 2), 2)
  )))`;
}
