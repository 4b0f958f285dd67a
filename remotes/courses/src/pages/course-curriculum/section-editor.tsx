import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Control, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { type CurriculumValues, newLecture } from './curriculum-values.ts';
import { FreePreviewField } from './free-preview-field.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { SectionQuizzes } from './quizzes/section-quizzes.tsx';
import { SectionReleaseField } from './section-release-field.tsx';
import { SortableList } from './sortable-list.tsx';
import { SortableRow } from './sortable-row.tsx';
import type { LearnersWithWork } from './use-curriculum-impact.ts';

export interface DeleteRequest {
  title: string;
  description: string;
  run: () => void;
}

export interface SectionEditorProps {
  control: Control<CurriculumValues>;
  errors: FieldErrors<CurriculumValues>;
  index: number;
  count: number;
  handle: ReactNode;
  onMove: (from: number, to: number) => void;
  learners: LearnersWithWork;
  onRemove: () => void;
  onRequestDelete: (request: DeleteRequest) => void;
}

/** One section: its title and description, and its lectures (add, rename, reorder, delete). */
export function SectionEditor({
  control,
  errors,
  index,
  count,
  handle,
  onMove,
  learners,
  onRemove,
  onRequestDelete,
}: SectionEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: `sections.${index}.subSections` });
  const title = useWatch({ control, name: `sections.${index}.title` });
  const sectionId = useWatch({ control, name: `sections.${index}._id` });
  const lectureTitles = useWatch({ control, name: `sections.${index}.subSections` });
  const { t } = useT();
  const number = index + 1;
  const sectionName = t('curriculum.sectionName', { number });
  const lecturesError =
    errors.sections?.[index]?.subSections?.root?.message ?? errors.sections?.[index]?.subSections?.message;

  return (
    <Card
      size="small"
      role="group"
      aria-label={t('curriculum.section', { number })}
      title={
        <Flex align="center" gap={4}>
          {handle}
          <Typography.Text strong ellipsis>
            {title ? t('curriculum.sectionTitled', { number, title }) : t('curriculum.section', { number })}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={2}>
          <MoveButtons name={sectionName} index={index} count={count} onMove={onMove} />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('curriculum.deleteNamed', { name: sectionName })}
            onClick={() => {
              const affected = learners.section(sectionId);
              onRequestDelete({
                title: t('curriculum.deleteSection'),
                description:
                  t('curriculum.deleteSectionText', {
                    title: title || t('curriculum.section', { number }),
                    lectures: fields.length,
                  }) + (affected > 0 ? ` ${t('curriculum.sectionLearners', { count: affected })}` : ''),
                run: onRemove,
              });
            }}
          />
        </Flex>
      }
    >
      <TextField
        control={control}
        name={`sections.${index}.title`}
        label={t('curriculum.sectionTitle', { number })}
        required
      />
      <TextField
        control={control}
        name={`sections.${index}.description`}
        label={t('curriculum.sectionDescription', { number })}
        type="textarea"
        rows={2}
      />
      <SectionReleaseField control={control} index={index} sectionNumber={number} />
      <Typography.Text strong>{t('curriculum.lectures')}</Typography.Text>
      <Flex vertical gap="small" style={{ marginTop: 8 }}>
        <SortableList ids={fields.map((f) => f.id)} onMove={move}>
          {fields.map((field, lectureIndex) => {
            const lectureNumber = lectureIndex + 1;
            const lectureName = t('curriculum.lectureName', { number: lectureNumber, section: sectionName });
            const lectureTitle = lectureTitles?.[lectureIndex]?.title;
            const lectureId = lectureTitles?.[lectureIndex]?._id;
            return (
              <SortableRow key={field.id} id={field.id} handleLabel={t('curriculum.drag', { name: lectureName })}>
                {(lectureHandle) => (
                  <Flex gap={4} align="start">
                    <div style={{ paddingTop: 4 }}>{lectureHandle}</div>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <TextField
                        control={control}
                        name={`sections.${index}.subSections.${lectureIndex}.title`}
                        label={t('curriculum.lectureTitle', { number: lectureNumber })}
                        required
                      />
                      <FreePreviewField
                        control={control}
                        sectionIndex={index}
                        lectureIndex={lectureIndex}
                        lectureName={lectureName}
                      />
                    </div>
                    <Flex gap={2} style={{ paddingTop: 30 }}>
                      <MoveButtons name={lectureName} index={lectureIndex} count={fields.length} onMove={move} />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('curriculum.deleteNamed', { name: lectureName })}
                        onClick={() => {
                          const affected = learners.lecture(lectureId);
                          onRequestDelete({
                            title: t('curriculum.deleteLecture'),
                            description:
                              t('curriculum.deleteLectureText', {
                                title: lectureTitle || t('curriculum.lecture', { number: lectureNumber }),
                              }) + (affected > 0 ? ` ${t('curriculum.lectureLearners', { count: affected })}` : ''),
                            run: () => remove(lectureIndex),
                          });
                        }}
                      />
                    </Flex>
                  </Flex>
                )}
              </SortableRow>
            );
          })}
        </SortableList>
        {lecturesError && (
          <Typography.Text type="danger" role="alert">
            {lecturesError}
          </Typography.Text>
        )}
        <div>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => append(newLecture())}
            aria-label={t('curriculum.addLectureTo', { name: sectionName })}
          >
            {t('curriculum.addLecture')}
          </Button>
        </div>
      </Flex>
      <SectionQuizzes
        sectionId={sectionId}
        sectionName={sectionName}
        lectures={(lectureTitles ?? []).filter((l) => l._id).map((l) => l.title)}
        onRequestDelete={onRequestDelete}
      />
    </Card>
  );
}
