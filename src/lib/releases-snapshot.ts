import snapshotJson from '../../content/releases/releases.json';
import { parseReleaseSnapshot } from './releases';

/** The committed release-notes snapshot, validated at build time (the build never needs the network). */
export const RELEASES = parseReleaseSnapshot(snapshotJson);
