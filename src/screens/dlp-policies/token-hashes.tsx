// /token-hashes/:id? (Token Hashes): the exact data tokens, as their SHA-256 only.
import { useParams } from 'react-router-dom';
import { FingerprintList } from './fingerprints';

export default function TokenHashes() {
  return <FingerprintList kind="token" id={useParams().id} />;
}
