import {
  type CSSProperties,
  createContext,
  memo,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import type { BoardLayout, BoardSpot } from './layout.ts';
import type { BoardMarker } from './types.ts';

/** A marker placed on the drawn board: its points found, in viewBox units. */
export type PlacedMarker =
  | {
      readonly kind: 'circle' | 'text' | 'highlight'; // what to draw
      readonly key: string; // unique among the markers, for React
      readonly marker: BoardMarker; // as the app gave it
      readonly at: BoardSpot; // where
    }
  | {
      readonly kind: 'arrow';
      readonly key: string;
      readonly marker: BoardMarker;
      readonly from: BoardSpot; // where it starts
      readonly to: BoardSpot; // where it points
    };

/** A marker's `label`, to be read as part of a point's description. */
export interface MarkerDescription {
  readonly id: string; // the element `aria-describedby` points at
  readonly index: number; // the cell it describes
  readonly text: string; // the label
}

/** What `placeMarkers` makes of a `markers` prop. */
export interface PlacedMarkers {
  readonly placed: readonly PlacedMarker[]; // the markers naming points of this board, in order
  readonly descriptions: readonly MarkerDescription[]; // their labels
}

/**
 * Finds the points of each marker on the board, leaving out markers that name no point of it,
 * and gives each label an id for `aria-describedby` (an arrow's describes the point it points to).
 *
 * @param idPrefix - unique on the page, so that two boards' ids never meet
 * @example
 * placeMarkers([{ kind: 'circle', at: 'h8', label: 'key' }], layout, 'b1').descriptions; // [{ id: 'b1-marker-0', index: 112, text: 'key' }]
 */
export function placeMarkers(
  markers: readonly BoardMarker[] | undefined,
  layout: BoardLayout,
  idPrefix: string,
): PlacedMarkers {
  const placed: PlacedMarker[] = [];
  const descriptions: MarkerDescription[] = [];
  (markers ?? []).forEach((marker, i) => {
    const key = `marker-${i}`;
    let described: BoardSpot | null;
    if (marker.kind === 'arrow') {
      const from = layout.locate(marker.from);
      const to = layout.locate(marker.to);
      described = from === null ? null : to;
      if (from !== null && to !== null) placed.push({ kind: 'arrow', key, marker, from, to });
    } else {
      described = layout.locate(marker.at);
      if (described !== null) placed.push({ kind: marker.kind, key, marker, at: described });
    }
    if (described !== null && marker.label !== undefined && marker.label !== '') {
      descriptions.push({ id: `${idPrefix}-${key}`, index: described.index, text: marker.label });
    }
  });
  return { placed, descriptions };
}

/** What every cell of one board reads besides its own state: the ids describing it. */
export interface BoardCellContextValue {
  readonly describedBy: ReadonlyMap<number, string>; // cell index → ids of its marker labels
}

const NO_DESCRIPTIONS: BoardCellContextValue = { describedBy: new Map() };

/**
 * Per-board values for the cells; changes only when a marker label comes, goes or moves.
 *
 * @example
 * <BoardCellContext.Provider value={markerView.cellContext}>{grid}</BoardCellContext.Provider>
 */
export const BoardCellContext = createContext<BoardCellContextValue>(NO_DESCRIPTIONS);
BoardCellContext.displayName = 'BoardCellContext';

/**
 * The ids of the labels describing cell `index`, for its `aria-describedby`; `undefined` when none.
 *
 * @example
 * <td aria-describedby={useCellDescribedBy(index)} />
 */
export function useCellDescribedBy(index: number): string | undefined {
  return useContext(BoardCellContext).describedBy.get(index);
}

/**
 * The cells' context value for `descriptions`, the same object for as long as the labels stay on
 * the same cells: a `markers` array written inline makes a new array on every render, and a new
 * context value would re-render every cell.
 *
 * @example
 * const cellContext = useBoardCellContext(placed.descriptions);
 */
export function useBoardCellContext(
  descriptions: readonly MarkerDescription[],
): BoardCellContextValue {
  const byCell = new Map<number, string[]>();
  for (const { id, index } of descriptions) byCell.set(index, [...(byCell.get(index) ?? []), id]);
  // Ids hold letters, digits, '-' and '_' only, so '=' and '|' can separate them.
  const key = [...byCell].map(([index, ids]) => `${index}=${ids.join(' ')}`).join('|');
  return useMemo(() => {
    if (key === '') return NO_DESCRIPTIONS;
    const entries = key.split('|').map((entry) => {
      const [index = '', ids = ''] = entry.split('=');
      return [Number(index), ids] as const;
    });
    return { describedBy: new Map(entries) };
  }, [key]);
}

/** Props of `BoardMarkerLayer`. */
export interface BoardMarkerLayerProps {
  layout: BoardLayout; // the board's viewBox and cell size
  placed: readonly PlacedMarker[]; // the markers, placed
  layer: 'under' | 'over'; // highlights go under the stones; rings, texts and arrows over them
}

function markerProps(
  kind: PlacedMarker['kind'],
  marker: BoardMarker,
): { className: string; 'data-marker': string; style: CSSProperties | undefined } {
  return {
    className:
      marker.className === undefined ? 'stonekit-marker' : `stonekit-marker ${marker.className}`,
    'data-marker': kind,
    // `color` on the element, with the theme's colours in CSS through `currentColor`.
    style: marker.color === undefined ? undefined : { color: marker.color },
  };
}

/** The shaft and head of an arrow from `from` to `to`, ending a little short of the centre. */
function arrowShape(from: BoardSpot, to: BoardSpot, cell: number): { shaft: string; head: string } {
  const dx = to.cx - from.cx;
  const dy = to.cy - from.cy;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const tip = { x: to.cx - ux * cell * 0.12, y: to.cy - uy * cell * 0.12 };
  const headLength = cell * 0.45;
  const halfWidth = cell * 0.22;
  const base = { x: tip.x - ux * headLength, y: tip.y - uy * headLength };
  const round = (value: number) => +value.toFixed(3);
  const start = `${round(from.cx)} ${round(from.cy)}`;
  return {
    shaft: `M${start}L${round(base.x + ux * 0.3)} ${round(base.y + uy * 0.3)}`,
    head:
      `M${round(tip.x)} ${round(tip.y)}` +
      `L${round(base.x - uy * halfWidth)} ${round(base.y + ux * halfWidth)}` +
      `L${round(base.x + uy * halfWidth)} ${round(base.y - ux * halfWidth)}Z`,
  };
}

function drawMarker(placed: PlacedMarker, cell: number): ReactNode {
  const { key, marker } = placed;
  const props = markerProps(placed.kind, marker);
  if (placed.kind === 'arrow') {
    const { from, to } = placed;
    if (from.index === to.index) return null;
    const { shaft, head } = arrowShape(from, to, cell);
    return (
      <g key={key} {...props} data-from={from.name} data-to={to.name}>
        <path className="stonekit-marker-shaft" d={shaft} />
        <path className="stonekit-marker-head" d={head} />
      </g>
    );
  }
  const { at } = placed;
  if (placed.kind === 'highlight') {
    const half = cell / 2;
    return (
      <rect
        key={key}
        {...props}
        data-at={at.name}
        x={at.cx - half}
        y={at.cy - half}
        width={cell}
        height={cell}
        rx={cell * 0.08}
      />
    );
  }
  if (placed.kind === 'circle') {
    return <circle key={key} {...props} data-at={at.name} cx={at.cx} cy={at.cy} r={cell * 0.3} />;
  }
  const text = marker.kind === 'text' ? marker.text : '';
  return (
    <text
      key={key}
      {...props}
      data-at={at.name}
      x={at.cx}
      y={at.cy}
      dy="0.35em"
      textAnchor="middle"
      // A letter at full size; longer texts shrink to stay on their point.
      fontSize={cell * (text.length > 2 ? 0.32 : text.length > 1 ? 0.42 : 0.5)}
    >
      {text}
    </text>
  );
}

/**
 * One layer of an app's markers over the board's drawing, hidden from assistive technology: the
 * labels reach screen readers through the cells' descriptions instead. Renders nothing when the
 * layer has no marker.
 *
 * @example
 * <BoardMarkerLayer layout={layout} placed={markerView.placed} layer="over" />
 */
export const BoardMarkerLayer = memo(function BoardMarkerLayer({
  layout,
  placed,
  layer,
}: BoardMarkerLayerProps): ReactNode {
  const mine = placed.filter((p) => (p.kind === 'highlight') === (layer === 'under'));
  if (mine.length === 0) return null;
  return (
    <svg
      className="stonekit-markers"
      data-layer={layer}
      viewBox={`0 0 ${layout.extent} ${layout.extent}`}
      aria-hidden="true"
    >
      {mine.map((p) => drawMarker(p, layout.cell))}
    </svg>
  );
});

/**
 * The markers' labels, for the cells' `aria-describedby` to point at. Hidden: a description may
 * point at hidden text, and screen readers then read it with the cell and nowhere else.
 *
 * @example
 * <BoardMarkerDescriptions descriptions={markerView.descriptions} />
 */
export function BoardMarkerDescriptions({
  descriptions,
}: {
  descriptions: readonly MarkerDescription[];
}): ReactNode {
  if (descriptions.length === 0) return null;
  return (
    <div hidden className="stonekit-marker-descriptions">
      {descriptions.map(({ id, text }) => (
        <span key={id} id={id}>
          {text}
        </span>
      ))}
    </div>
  );
}

/** A board's markers as `useBoardMarkers` gives them: placed, with the cells' context. */
export interface BoardMarkersView extends PlacedMarkers {
  readonly cellContext: BoardCellContextValue; // for `BoardCellContext`
}

/**
 * A board's `markers` prop placed on its layout, with the cells' context for their labels.
 *
 * @example
 * const markerView = useBoardMarkers(props.markers, layout, shell.idPrefix);
 */
export function useBoardMarkers(
  markers: readonly BoardMarker[] | undefined,
  layout: BoardLayout,
  idPrefix: string,
): BoardMarkersView {
  const { placed, descriptions } = useMemo(
    () => placeMarkers(markers, layout, idPrefix),
    [markers, layout, idPrefix],
  );
  const cellContext = useBoardCellContext(descriptions);
  return useMemo(
    () => ({ placed, descriptions, cellContext }),
    [placed, descriptions, cellContext],
  );
}
