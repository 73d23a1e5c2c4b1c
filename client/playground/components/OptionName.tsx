// An option's name in the effective configuration: a link to its reference entry which, on
// hover or keyboard focus, shows a tooltip with the option's description, type and default for
// the configuration's mode. Escape hides it until the pointer or focus comes back.
import { useId, useState } from 'react';
import type { OptionDoc } from '../lib/optionDocs';

/** Props: the option's name, path, reference link, data (when loaded) and the mode. */
interface OptionNameProps {
  name: string;
  path: string;
  href: string;
  doc: OptionDoc | undefined;
  mode: string;
  origin: 'project' | 'default';
}

/** The option's name with its tooltip. */
export function OptionName({ name, path, href, doc, mode, origin }: OptionNameProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const show = () => setShown(true);
  const hide = () => setShown(false);
  const fallback = `${path}: ${origin === 'project' ? 'set by the project' : 'webpack default'}`;
  return (
    <span className="pg-config__option" onMouseEnter={show} onMouseLeave={hide}>
      <a
        href={href}
        className="pg-config__name"
        data-option-link={path}
        aria-describedby={doc ? id : undefined}
        title={doc ? undefined : fallback}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {name}
      </a>
      {doc ? (
        <span role="tooltip" id={id} className="pg-tip" data-option-tip={path} hidden={!shown}>
          <strong>{path}</strong>
          {doc.description ? <span className="pg-tip__description">{doc.description}</span> : null}
          <span className="pg-tip__row">
            Type: <span className="pg-tip__value" data-tip-type="">{doc.type}</span>
          </span>
          {doc.defaults?.[mode] !== undefined ? (
            <span className="pg-tip__row">
              Default in {mode} mode: <span className="pg-tip__value" data-tip-default="">{doc.defaults[mode]}</span>
            </span>
          ) : null}
          <span className="pg-tip__row">{origin === 'project' ? 'Set by the project.' : 'Not set: webpack\u2019s default.'}</span>
        </span>
      ) : null}
    </span>
  );
}
