// /file-hash/:id? (File Hash): the exact files, by SHA-256.
import { useParams } from 'react-router-dom';
import { FingerprintList } from './fingerprints';

export default function FileHash() {
  return <FingerprintList kind="file" id={useParams().id} />;
}
