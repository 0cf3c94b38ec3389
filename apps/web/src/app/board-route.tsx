import { Navigate, useLocation, useParams } from 'react-router';
import { matchBoard, paths } from '../config/paths';
import { BoardPage } from '../features/boards/pages/board-page';
import { NotFoundPage } from '../features/static-pages/pages/not-found-page';

/**
 * The one board route, `/:category/:region?`. Its segments must name a topic and a region of the
 * contract; they may be in any case, and the page then moves to the canonical address
 * ("/climate/africa" → "/Climate/Africa", keeping query and hash). Any other address of one or
 * two segments is not a board and gets the same "Page not found" as every unknown address.
 */
export function BoardRoute() {
  const params = useParams();
  const { pathname, search, hash } = useLocation();
  const board = matchBoard(params);
  if (!board) return <NotFoundPage />;
  const canonical = paths.board.href(board.category, board.region);
  if (pathname !== canonical) {
    return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  }
  return <BoardPage category={board.category} region={board.region} />;
}
