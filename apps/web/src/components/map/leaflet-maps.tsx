// The maps, drawn with Leaflet. This module and Leaflet load only when a map is shown (see
// lazy-maps.tsx): they are in no page's first-load budget (decision 014).
import type { MapSettings } from '@runtogether/shared/geo/map.schemas';
import type { BoundingBox } from '@runtogether/shared/runs/run.schemas';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';
import { useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';

// leaflet.markercluster is a UMD plugin that extends the global `L`: give it ours before it loads. Only the runs
// map clusters: a run page's small map of its meeting point does not load the plugin.
(globalThis as { L?: typeof L }).L = L;
let clustering: Promise<unknown> | undefined;
const loadClustering = () => (clustering ??= import('leaflet.markercluster'));

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapRun extends MapPoint {
  id: number;
  title: string;
  /** The lines of the marker's card under its title: date and time, pace, spots left. */
  details: string[];
}

export type { BoundingBox };

const MADRID: L.LatLngTuple = [40.4168, -3.7038];

/**
 * The map's tiles. When none of those in view could be fetched (the tile server is down or blocked), the map says
 * so over its grey background; the markers and the pin still work. The first tile that arrives takes it away.
 */
/**
 * A map with its tiles, as every map here is made: the wheel scrolls the page, not the map, and the zoom buttons
 * are named in the page's language (Leaflet's own names are English).
 */
function createMap(element: HTMLElement, settings: MapSettings, view: Pick<L.MapOptions, 'center' | 'zoom'>) {
  const map = L.map(element, { ...view, scrollWheelZoom: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: t('runs.map.zoomIn'), zoomOutTitle: t('runs.map.zoomOut') }).addTo(map);
  addTiles(map, settings);
  return map;
}

function addTiles(map: L.Map, settings: MapSettings) {
  const tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 });
  const notice = document.createElement('p');
  notice.className = 'rt-map-notice';
  notice.setAttribute('role', 'status');
  notice.textContent = t('runs.map.tilesUnavailable');
  let arrived = 0;
  let failed = 0;
  tiles.on('tileload', () => {
    arrived++;
    notice.remove();
  });
  tiles.on('tileerror', () => failed++);
  // 'load': every tile in view has arrived or failed.
  tiles.on('load', () => {
    if (arrived === 0 && failed > 0) map.getContainer().append(notice);
  });
  tiles.addTo(map);
}

/** A marker drawn in HTML (no image files): a brand-coloured pin, focusable, named by its run. */
function pinIcon(label: string) {
  const html = document.createElement('span');
  html.className = 'rt-map-pin';
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = label;
  html.append(name);
  return L.divIcon({
    html,
    className: 'rt-map-pin-box',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  });
}

/** The marker's card: built from text nodes, never from HTML strings (titles are user content). */
function runCard(run: MapRun, onOpen: (id: number) => void): HTMLElement {
  const card = document.createElement('div');
  card.className = 'rt-map-card';
  const link = document.createElement('a');
  link.href = `/runs/${run.id}`;
  link.textContent = run.title;
  link.className = 'rt-map-card-title';
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(run.id);
  });
  card.append(link);
  for (const line of run.details) {
    const p = document.createElement('p');
    p.textContent = line;
    card.append(p);
  }
  return card;
}

/** Text for an HTML string (a translation is ours, but stays text). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const boxOf = (bounds: L.LatLngBounds): BoundingBox => ({
  minLng: bounds.getWest(),
  minLat: bounds.getSouth(),
  maxLng: bounds.getEast(),
  maxLat: bounds.getNorth(),
});

export interface RunsMapProps {
  settings: MapSettings;
  runs: readonly MapRun[];
  /** The area last searched ("Search this area"): the map shows it. */
  area: BoundingBox | null;
  /** Where the visitor is or looks ("Use my location", a typed place): the map centres there. */
  near: MapPoint | null;
  /** The visible area after the visitor moved the map (null until they do). */
  onMoved: (area: BoundingBox) => void;
  onOpenRun: (id: number) => void;
}

/** Find Runs' map: the runs that match the filters, clustered when close, each opening a small card. */
export function RunsMap({ settings, runs, area, near, onMoved, onOpenRun }: RunsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const moving = useRef(false);
  const callbacks = useRef({ onMoved, onOpenRun });
  // Leaflet's handlers are bound once; they call the latest props.
  useEffect(() => {
    callbacks.current = { onMoved, onOpenRun };
  }, [onMoved, onOpenRun]);

  useEffect(() => {
    if (!element.current) return;
    const created = createMap(element.current, settings, { center: MADRID, zoom: 12 });
    // Only the visitor's own moves offer "Search this area": a drag, or a zoom the code did not make (fitting
    // the runs sets `moving` until its move ends).
    const report = () => callbacks.current.onMoved(boxOf(created.getBounds()));
    created.on('dragend', report);
    created.on('zoomend', () => {
      if (!moving.current) report();
    });
    created.on('moveend', () => {
      moving.current = false;
    });
    map.current = created;
    let alive = true;
    void loadClustering().then(() => {
      if (!alive) return;
      const group = L.markerClusterGroup({
        showCoverageOnHover: false,
        iconCreateFunction: (cluster) =>
          L.divIcon({
            html: `<span aria-hidden="true">${cluster.getChildCount()}</span><span class="sr-only">${escapeHtml(t('runs.map.clusterCount', { count: cluster.getChildCount() }))}</span>`,
            className: 'rt-map-cluster',
            iconSize: [40, 40],
          }),
      });
      layer.current = group.addTo(created);
      created.fire('rt:layer');
    });
    return () => {
      alive = false;
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [settings]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const draw = () => {
      const group = layer.current;
      if (!group) return;
      group.clearLayers();
      for (const run of runs) {
        L.marker([run.latitude, run.longitude], {
          icon: pinIcon(run.title),
          title: run.title,
          keyboard: true,
        })
          .bindPopup(runCard(run, (id) => callbacks.current.onOpenRun(id)))
          .addTo(group);
      }
    };
    if (layer.current) draw();
    else current.once('rt:layer', draw);
    return () => {
      current.off('rt:layer', draw);
    };
  }, [runs]);

  // Where to look: the searched area, else around the visitor, else around the runs found.
  const areaKey = area ? `${area.minLng},${area.minLat},${area.maxLng},${area.maxLat}` : '';
  const nearKey = near ? `${near.latitude},${near.longitude}` : '';
  const runsKey = area || near ? '' : runs.map((run) => run.id).join(',');
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    moving.current = true;
    if (area) {
      current.fitBounds([
        [area.minLat, area.minLng],
        [area.maxLat, area.maxLng],
      ]);
    } else if (near) {
      current.setView([near.latitude, near.longitude], 13);
    } else if (runs.length > 0) {
      current.fitBounds(L.latLngBounds(runs.map((run) => [run.latitude, run.longitude] as L.LatLngTuple)), {
        padding: [32, 32],
        maxZoom: 15,
      });
    } else {
      moving.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value, not by the objects' identity
  }, [areaKey, nearKey, runsKey]);

  return <div ref={element} className="h-[60vh] min-h-80 w-full rounded-xl border border-slate-200" />;
}

export interface PointMapProps {
  settings: MapSettings;
  point: MapPoint;
  /** The marker's name, e.g. the meeting point. */
  label: string;
}

/** A small map of one place (a run's meeting point, a business): a marker and the tiles around it. */
export function PointMap({ settings, point, label }: PointMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const created = createMap(element.current, settings, {
      center: [point.latitude, point.longitude],
      zoom: 15,
    });
    L.marker([point.latitude, point.longitude], { icon: pinIcon(label), title: label, keyboard: true }).addTo(
      created,
    );
    return () => {
      created.remove();
    };
  }, [settings, point.latitude, point.longitude, label]);
  return <div ref={element} className="h-56 w-full rounded-xl border border-slate-200" />;
}

export interface PinPickerMapProps {
  settings: MapSettings;
  /** The pin as it is (null: none yet). */
  point: MapPoint | null;
  /** Where to look when there is no pin (the host's own place); Madrid otherwise. */
  around: MapPoint | null;
  /** The map's accessible name and the pin's. */
  label: string;
  markerLabel: string;
  onPick: (point: MapPoint) => void;
}

/**
 * A map to place a pin by hand (docs/product.md §5 "Create run": an address the geocoder cannot place): a tap
 * or click puts the pin there, and the pin can be dragged.
 */
export function PinPickerMap({ settings, point, around, label, markerLabel, onPick }: PinPickerMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // Leaflet's handlers are bound once; they call the latest callback.
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!element.current) return;
    const start = point ?? around;
    const created = createMap(element.current, settings, {
      center: start ? [start.latitude, start.longitude] : MADRID,
      zoom: point ? 16 : start ? 13 : 5,
    });
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view is set once; the pin moves below
  }, [settings]);

  const lat = point?.latitude;
  const lng = point?.longitude;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) {
      marker.current.setLatLng([lat, lng]);
    } else {
      const created = L.marker([lat, lng], {
        icon: pinIcon(markerLabel),
        title: markerLabel,
        draggable: true,
        keyboard: true,
      });
      created.on('dragend', () => {
        const at = created.getLatLng();
        pick.current({ latitude: at.lat, longitude: at.lng });
      });
      marker.current = created.addTo(current);
    }
    if (!current.getBounds().contains([lat, lng])) current.panTo([lat, lng]);
  }, [lat, lng, markerLabel]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="pin-picker-map"
      className="h-64 w-full rounded-xl border border-slate-200"
    />
  );
}
