import { Location } from '@react-vant/icons';
import { tilesAround, type Place } from '@/platform/map';

const WIDTH = 358;
const HEIGHT = 220;
const ZOOM = 16;

/** The tiles around the branch from the deployment's tile server, a pin at the centre. */
export function TileMap({
  place,
  template,
  label,
}: {
  place: Place;
  template: string;
  label: string;
}) {
  const tiles = tilesAround(place, ZOOM, template, WIDTH, HEIGHT);
  return (
    <div className="info-map" role="img" aria-label={label} data-testid="location-tiles">
      <div className="info-map__tiles" style={{ width: WIDTH, height: HEIGHT }}>
        {tiles.map((tile) => (
          <img
            key={`${tile.x}-${tile.y}`}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            style={{ left: tile.left, top: tile.top }}
          />
        ))}
        <Location className="info-map__pin" color="#d40d24" fontSize={36} />
      </div>
    </div>
  );
}
