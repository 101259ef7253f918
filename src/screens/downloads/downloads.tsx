// /downloads (issue 27 Downloads, spec part 2 §2.6)
import { DownloadsList } from './downloads-list';

export default function Screen() {
  return <DownloadsList variant="downloads" />;
}
