// /catalog-app-image/{name}/{imageId?} (spec part 2 §2.6; issue 24): the logo of a catalog SaaS app. The
// operator picks a PNG, JPEG or WebP file (at most 512 KB), sees it before sending, uploads it (the server
// checks the file's bytes and refuses SVG), and it becomes the app's icon in every company's console.
// Earlier uploads are listed; deleting the one in use puts the previous icon back.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Button, Card, Flex, Heading, IconButton, Link, Progress, Text } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { endpointUrl } from '../../api/client';
import { CATALOG_IMAGE_MAX_BYTES, CATALOG_IMAGE_TYPES, catalogAdminApi, type CatalogImage } from '../../api/contract/catalog-admin';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { AppIcon } from '../../ui/app-icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { failureText, NS, useCanManageCatalog } from './shared';

const imageUrl = (id: string) => endpointUrl(catalogAdminApi.getCatalogImage, { params: { id } });
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function CatalogAppImage() {
  const { t } = useTranslation(NS);
  const { name = '', imageId } = useParams();
  usePageHeading({ subheading: t('image.subtitle', { name }) });
  const app = useQuery(catalogAdminQueries.saasApp(name));
  const canChange = useCanManageCatalog();
  if (app.isPending) return <Text color="gray">{t('common.loading')}</Text>;
  if (app.isError) return <ErrorState subtitle={failureText(app.error)} />;
  const images = app.data.images;
  const focused = images.find((i) => i.id === imageId);
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 900 }}>
      <Card size="3">
        <Flex gap="4" align="center" wrap="wrap">
          <AppIcon icon={app.data.icon} size={48} label={t('image.currentIcon', { name: app.data.name })} />
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              {app.data.name}
            </Heading>
            <Link asChild size="2">
              <RouterLink to={linkTo('edit-catalog-app', { name: app.data.name })}>{t('image.editApp')}</RouterLink>
            </Link>
          </Flex>
        </Flex>
      </Card>
      {canChange ? <Uploader name={app.data.name} /> : null}
      {imageId && !focused ? <ErrorState title={t('image.noSuchImage')} /> : null}
      {focused ? <FocusedImage image={focused} /> : null}
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3">
            {t('image.uploaded')}
          </Heading>
          {images.length === 0 ? (
            <Text color="gray">{t('image.none')}</Text>
          ) : (
            <Flex direction="column" gap="2" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {images.map((image) => (
                  <ImageRow key={image.id} appName={app.data.name} image={image} canChange={canChange} />
                ))}
              </ul>
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

function FocusedImage({ image }: { image: CatalogImage }) {
  const { t } = useTranslation(NS);
  return (
    <Card size="3">
      <Flex gap="4" align="center">
        <img src={imageUrl(image.id)} alt={t('image.imageAlt', { date: format(parseISO(image.created_at), 'MM/dd/yyyy') })} style={{ maxWidth: 160, maxHeight: 160 }} />
        <Text size="2" color="gray">
          {image.content_type} · {kb(image.byte_size)}
        </Text>
      </Flex>
    </Card>
  );
}

function ImageRow({ appName, image, canChange }: { appName: string; image: CatalogImage; canChange: boolean }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const remove = useMutation(catalogAdminMutations.deleteLogo());
  const date = format(parseISO(image.created_at), 'MM/dd/yyyy');
  return (
    <li>
      <Flex gap="3" align="center" wrap="wrap">
        <img src={imageUrl(image.id)} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
        <Link asChild size="2">
          <RouterLink to={linkTo('catalog-app-image', { name: appName, imageId: image.id })}>{t('image.uploadedOn', { date })}</RouterLink>
        </Link>
        <Text size="2" color="gray">
          {image.content_type} · {kb(image.byte_size)}
          {image.created_by ? ` · ${image.created_by}` : ''}
        </Text>
        {image.in_use ? <Badge color="green">{t('image.inUse')}</Badge> : null}
        {canChange ? (
          <ConfirmDialog
            trigger={
              <IconButton variant="ghost" color="red" aria-label={t('image.removeLabel', { date })}>
                <TrashIcon />
              </IconButton>
            }
            title={t('image.removeTitle')}
            description={image.in_use ? t('image.removeInUse', { name: appName }) : t('image.removeDescription')}
            confirmLabel={t('common.remove')}
            onConfirm={async () => {
              await remove.mutateAsync({ name: appName, imageId: image.id });
              toast({ kind: 'success', title: t('image.removed') });
            }}
          />
        ) : null}
      </Flex>
    </li>
  );
}

/** Checks the browser can make before sending; the server checks the bytes again. */
function localProblem(file: File, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  if (file.type.includes('svg') || file.name.toLowerCase().endsWith('.svg')) return t('image.svgRefused');
  if (file.size > CATALOG_IMAGE_MAX_BYTES) return t('image.tooLarge', { size: kb(file.size), max: kb(CATALOG_IMAGE_MAX_BYTES) });
  if (file.size === 0) return t('image.empty');
  return null;
}

function Uploader({ name }: { name: string }) {
  const { t } = useTranslation(NS);
  const inputId = useId();
  const hintId = useId();
  const toast = useToast();
  const upload = useMutation(catalogAdminMutations.uploadLogo());
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // a new key empties the file input after an upload
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setPreview(null);
    if (!chosen) return setFile(null);
    const problem = localProblem(chosen, t);
    if (problem) {
      setFile(null);
      setError(problem);
      return;
    }
    setFile(chosen);
  }

  async function send() {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ name, file });
      toast({ kind: 'success', title: t('image.uploadedToast', { name }) });
      setFile(null);
      setPreview(null);
      setInputKey((k) => k + 1);
    } catch (cause) {
      setError(failureText(cause));
    }
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {t('image.uploadHeading')}
        </Heading>
        <FormErrors message={error} />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={inputId} size="2" weight="medium">
            {t('image.file')}
          </Text>
          <input key={inputKey} id={inputId} type="file" accept={CATALOG_IMAGE_TYPES.join(',')} aria-describedby={hintId} onChange={choose} disabled={upload.isPending} />
          <Text id={hintId} size="1" color="gray">
            {t('image.hint', { max: kb(CATALOG_IMAGE_MAX_BYTES) })}
          </Text>
        </Flex>
        {preview && file ? (
          <Flex gap="3" align="center">
            <Box style={{ border: '1px solid var(--gray-6)', borderRadius: 'var(--radius-2)', padding: 8 }}>
              <img src={preview} alt={t('image.previewAlt')} style={{ maxWidth: 96, maxHeight: 96, display: 'block' }} />
            </Box>
            <Text size="2" color="gray">
              {file.name} · {kb(file.size)}
            </Text>
          </Flex>
        ) : null}
        {upload.isPending ? (
          <Flex direction="column" gap="1" role="status">
            <Text size="2">{t('image.uploading')}</Text>
            <Progress duration="2s" aria-label={t('image.uploading')} />
          </Flex>
        ) : null}
        <Flex justify="end">
          <Button onClick={() => void send()} disabled={!file} loading={upload.isPending}>
            {t('image.upload')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
