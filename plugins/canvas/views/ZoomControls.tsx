import { useObservable } from '@sdk/react';
import { Maximize, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import type { CanvasService } from '../canvas-service';

/** Zoom buttons in the canvas corner; "Reset zoom" shows only when the zoom is not 1. */
export function ZoomControls({ service }: { readonly service: CanvasService }) {
  const zoom = useObservable(service.zoom$, 1);
  return (
    <div className="sy-canvas__controls" role="toolbar" aria-label="Canvas zoom">
      <button
        type="button"
        className="sy-canvas__control"
        aria-label="Zoom to fit"
        title="Zoom to fit (1)"
        onClick={() => service.zoomToFit()}
      >
        <Maximize size={16} aria-hidden />
      </button>
      <button type="button" className="sy-canvas__control" aria-label="Zoom in" title="Zoom in (+)" onClick={() => service.zoomIn()}>
        <ZoomIn size={16} aria-hidden />
      </button>
      <button type="button" className="sy-canvas__control" aria-label="Zoom out" title="Zoom out (-)" onClick={() => service.zoomOut()}>
        <ZoomOut size={16} aria-hidden />
      </button>
      {Math.abs(zoom - 1) > 1e-6 ? (
        <button
          type="button"
          className="sy-canvas__control"
          aria-label="Reset zoom"
          title="Reset zoom (0)"
          onClick={() => service.resetZoom()}
        >
          <RotateCcw size={16} aria-hidden />
        </button>
      ) : null}
      <output className="sy-canvas__zoom" aria-label="Zoom level">
        {Math.round(zoom * 100)}%
      </output>
    </div>
  );
}
