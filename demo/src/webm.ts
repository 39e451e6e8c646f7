/**
 * Just enough of a WebM (Matroska) writer for a short VP8 clip made of key frames only: every
 * element is built in memory with its exact size, so the file is complete and seekable.
 */

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

const APP = 'robotics-club demo seed';
const TRACK = 1;
// SimpleBlock timecodes are int16 offsets from their cluster's; a second per cluster stays far below.
const CLUSTER_MS = 1000;

const bigEndian = (value: bigint, length: number) => {
  const out = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--, value >>= 8n) out[i] = Number(value & 0xffn);
  return out;
};

const byteLength = (value: bigint) => {
  let length = 1;
  while (value >= 1n << BigInt(8 * length)) length++;
  return length;
};

// IDs are stored with their length marker already in place; sizes get the marker added here.
// A size of all ones means "unknown", so it takes the next longer form.
const sizeVint = (size: number) => {
  let length = 1;
  while (BigInt(size) >= (1n << BigInt(7 * length)) - 1n) length++;
  return bigEndian(BigInt(size) | (1n << BigInt(7 * length)), length);
};

const idBytes = (id: number) => bigEndian(BigInt(id), byteLength(BigInt(id)));

const element = (id: number, ...children: Uint8Array[]) => {
  const data = Buffer.concat(children);
  return Buffer.concat([idBytes(id), sizeVint(data.length), data]);
};

const uint = (id: number, value: number, length = byteLength(BigInt(value))) =>
  element(id, bigEndian(BigInt(value), length));

const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'));

const float = (id: number, value: number) => {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
};

const simpleBlock = (relativeMs: number, frame: Uint8Array) => {
  const header = Buffer.alloc(4);
  header[0] = 0x80 | TRACK; // track number as a one-byte vint
  header.writeInt16BE(relativeMs, 1);
  header[3] = 0x80; // key frame
  return element(ID.SimpleBlock, header, frame);
};

/** Muxes VP8 key frames, shown at a steady rate, into a WebM file. */
export const muxWebm = (video: {
  width: number;
  height: number;
  fps: number;
  frames: Uint8Array[];
}) => {
  const { width, height, fps, frames } = video;
  const timeOf = (index: number) => Math.round((index * 1000) / fps);

  const clusters: { time: number; bytes: Buffer }[] = [];
  for (let first = 0; first < frames.length;) {
    const time = timeOf(first);
    const blocks: Buffer[] = [];
    for (; first < frames.length && timeOf(first) - time < CLUSTER_MS; first++)
      blocks.push(simpleBlock(timeOf(first) - time, frames[first]!));
    clusters.push({ time, bytes: element(ID.Cluster, uint(ID.Timecode, time), ...blocks) });
  }

  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
  const info = element(
    ID.Info,
    uint(ID.TimecodeScale, 1_000_000),
    float(ID.Duration, (frames.length * 1000) / fps),
    text(ID.MuxingApp, APP),
    text(ID.WritingApp, APP),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, TRACK),
      uint(ID.TrackUID, TRACK),
      uint(ID.TrackType, 1),
      text(ID.CodecID, 'V_VP8'),
      uint(ID.FlagLacing, 0),
      element(ID.Video, uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)),
    ),
  );

  // Positions count from the start of the Segment's data. Writing them at a fixed width keeps
  // the SeekHead's length independent of the positions it holds.
  const seekHead = (targets: [number, number][]) =>
    element(
      ID.SeekHead,
      ...targets.map(([id, position]) =>
        element(ID.Seek, element(ID.SeekID, idBytes(id)), uint(ID.SeekPosition, position, 8)),
      ),
    );
  const headLength = seekHead([
    [ID.Info, 0],
    [ID.Tracks, 0],
    [ID.Cues, 0],
  ]).length;
  let position = headLength + info.length + tracks.length;
  const cuePoints = clusters.map(({ time, bytes }) => {
    const point = element(
      ID.CuePoint,
      uint(ID.CueTime, time),
      element(
        ID.CueTrackPositions,
        uint(ID.CueTrack, TRACK),
        uint(ID.CueClusterPosition, position),
      ),
    );
    position += bytes.length;
    return point;
  });

  const segment = element(
    ID.Segment,
    seekHead([
      [ID.Info, headLength],
      [ID.Tracks, headLength + info.length],
      [ID.Cues, position],
    ]),
    info,
    tracks,
    ...clusters.map((cluster) => cluster.bytes),
    element(ID.Cues, ...cuePoints),
  );
  return new Uint8Array(Buffer.concat([header, segment]));
};
