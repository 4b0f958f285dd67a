import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Control, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { type CurriculumValues, newLecture } from './curriculum-values.ts';
import { MoveButtons } from './move-buttons.tsx';
import { SortableList } from './sortable-list.tsx';
import { SortableRow } from './sortable-row.tsx';
import { type LearnersWithWork, learnersHave } from './use-curriculum-impact.ts';

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
  const sectionName = `section ${index + 1}`;
  const lecturesError =
    errors.sections?.[index]?.subSections?.root?.message ?? errors.sections?.[index]?.subSections?.message;

  return (
    <Card
      size="small"
      role="group"
      aria-label={`Section ${index + 1}`}
      title={
        <Flex align="center" gap={4}>
          {handle}
          <Typography.Text strong ellipsis>
            Section {index + 1}
            {title ? `: ${title}` : ''}
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
            aria-label={`Delete ${sectionName}`}
            onClick={() => {
              const affected = learners.section(sectionId);
              onRequestDelete({
                title: 'Delete Section',
                description:
                  `Delete "${title || `Section ${index + 1}`}" and its ${fields.length} lecture(s)? They leave the course when you save.` +
                  (affected > 0
                    ? ` ${learnersHave(affected)} notes or progress on its lectures; the learners keep their work.`
                    : ''),
                run: onRemove,
              });
            }}
          />
        </Flex>
      }
    >
      <TextField control={control} name={`sections.${index}.title`} label={`Section ${index + 1} title`} required />
      <TextField
        control={control}
        name={`sections.${index}.description`}
        label={`Section ${index + 1} description`}
        type="textarea"
        rows={2}
      />
      <Typography.Text strong>Lectures</Typography.Text>
      <Flex vertical gap="small" style={{ marginTop: 8 }}>
        <SortableList ids={fields.map((f) => f.id)} onMove={move}>
          {fields.map((field, lectureIndex) => {
            const lectureName = `lecture ${lectureIndex + 1} of ${sectionName}`;
            const lectureTitle = lectureTitles?.[lectureIndex]?.title;
            const lectureId = lectureTitles?.[lectureIndex]?._id;
            return (
              <SortableRow key={field.id} id={field.id} handleLabel={`Drag ${lectureName}`}>
                {(lectureHandle) => (
                  <Flex gap={4} align="start">
                    <div style={{ paddingTop: 4 }}>{lectureHandle}</div>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <TextField
                        control={control}
                        name={`sections.${index}.subSections.${lectureIndex}.title`}
                        label={`Lecture ${lectureIndex + 1} title`}
                        required
                      />
                    </div>
                    <Flex gap={2} style={{ paddingTop: 30 }}>
                      <MoveButtons name={lectureName} index={lectureIndex} count={fields.length} onMove={move} />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Delete ${lectureName}`}
                        onClick={() => {
                          const affected = learners.lecture(lectureId);
                          onRequestDelete({
                            title: 'Delete Lecture',
                            description:
                              `Delete "${lectureTitle || `Lecture ${lectureIndex + 1}`}"? It leaves the course when you save.` +
                              (affected > 0
                                ? ` ${learnersHave(affected)} notes or progress on this lecture; the learners keep their work.`
                                : ''),
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
            aria-label={`Add lecture to ${sectionName}`}
          >
            Add Lecture
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
