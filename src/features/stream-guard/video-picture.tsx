import { RecordPicture } from '../../components/record-picture.tsx';

/** A video's preview, beside its name, in a frame of fixed size; none, or one not loaded, leave a mark in the frame. */
export function VideoPicture({ address }: { address: string | undefined }) {
  return <RecordPicture address={address} width={64} height={36} className="guard-picture" fallback="▶" />;
}
