import './test-setup'
import { render } from '@testing-library/react'
import { Form, Input } from '@nutui/nutui-react-taro'
import { FormPage } from '@/components/form-page'

// FormPage keeps its fields in useFormFields (one field-state hook for every form) and draws each row in NutUI Form.Item's
// layout with NutUI's own classes, so the theme styles it as a Form.Item. That leans on Form.Item's markup: this test
// renders NutUI's Form.Item beside FormPage and fails when a class FormPage writes is one NutUI no longer renders
// (docs/upgrading.md).
const LAYOUT_CLASS = /^(nut-form-item.*|nut-cell-title|nut-cell-value|required)$/

function layoutClasses(root: Element): string[] {
  const classes = new Set<string>()
  for (const element of root.querySelectorAll('*')) for (const name of element.classList) if (LAYOUT_CLASS.test(name)) classes.add(name)
  return [...classes].sort()
}

describe("FormPage's rows in NutUI Form.Item's layout", () => {
  it("write only classes NutUI's own Form.Item renders", () => {
    const nutui = render(
      <Form>
        <Form.Item label="标题" name="title" required>
          <Input placeholder="请输入标题" />
        </Form.Item>
      </Form>,
    )
    const ours = render(<FormPage fields={[{ name: 'title', label: '标题', required: true }]} onSubmit={async () => {}} />)
    const theirs = layoutClasses(nutui.container)
    const written = layoutClasses(ours.container)
    expect(written.length).toBeGreaterThan(8)
    expect(written.filter((name) => !theirs.includes(name))).toEqual([])
  })
})
