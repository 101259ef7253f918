// /download-instructions/:name/:type/:installType? (issue 27 Downloads, spec part 2 §2.6)
import { InstallInstructions } from './install-instructions';

export default function Screen() {
  return <InstallInstructions route="download-instructions" />;
}
