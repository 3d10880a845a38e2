// `npm run uploads:to-s3`: copies the pictures of DATA_DIR/uploads into the S3_BUCKET (decision
// 021). Files already in the bucket with the same size are skipped, so it can be run again after
// a failure or before switching the servers over. The local files are left in place.
import { getConfig } from '#app/lib/env.server.ts';
import {
  copyUploads,
  localUploadStorage,
  s3UploadStorage,
} from '#app/modules/media/upload-storage.server.ts';

const config = getConfig();
if (!config.s3) {
  console.error('S3_BUCKET is not set: there is no bucket to copy the files to.');
  process.exit(1);
}
const summary = await copyUploads(localUploadStorage(config.uploadsDir), s3UploadStorage(config.s3));
console.log(
  `${config.uploadsDir} → s3://${config.s3.bucket}: ${summary.copied} copied, ${summary.skipped} already there, ${summary.ignored} ignored (not uploads).`,
);
