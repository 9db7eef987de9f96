/**
 * A line's photos: each a link that opens the picture in a new tab, with a small thumbnail. The
 * photo addresses carry the report's link id, so no referrer is sent with them.
 */
import { Anchor } from '@mantine/core';
import type { ChecklistReportLine } from '@outlet-pulse/contracts';
import classes from './checklist-report.module.css';

export function ReportPhotos({ photos }: { photos: ChecklistReportLine['attachfile'] }) {
  return (
    <ul className={classes.photos} aria-label="Photos">
      {photos.map((photo) => (
        <li key={photo.urlfile}>
          <Anchor
            href={photo.urlfile}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            title="Open the photo in a new tab"
            className={classes.photo}
          >
            <img
              src={photo.urlfile}
              alt=""
              width={144}
              height={96}
              referrerPolicy="no-referrer"
              className={classes.thumbnail}
            />
            <span>{photo.filename}</span>
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
